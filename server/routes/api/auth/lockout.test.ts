import { createAccount, cookieOf, login, TEST_PASSWORD, uniqueIp } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

describe.each(databaseTargets)('wrong passwords from strangers (%s)', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(target);
  });

  afterAll(async () => {
    await t.close();
  });

  /** The owner signs in once, and the attacker then uses up the e-mail's ten attempts from elsewhere. */
  async function ownerThenAttack() {
    const owner = await createAccount(t.app);
    const ownerIp = uniqueIp();
    const first = await login(t.app, owner.email, TEST_PASSWORD, ownerIp);
    const device = cookieOf(first, 'device');
    expect(device).toEqual(expect.objectContaining({ path: '/api/auth/login/', httpOnly: true }));
    for (let attempt = 1; attempt < 10; attempt++) expect((await login(t.app, owner.email, 'wrong guess!')).statusCode).toBe(400);
    return { owner, ownerIp, device: device!.value };
  }

  it('do not lock the owner out of a browser they signed in from before', async () => {
    const { owner, ownerIp, device } = await ownerThenAttack();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: owner.email, password: TEST_PASSWORD },
      remoteAddress: ownerIp,
      cookies: { device },
    });
    expect(res.statusCode).toBe(200);
  });

  it('still stop strangers at the per-e-mail limit, even with a device cookie of another account', async () => {
    const { owner } = await ownerThenAttack();
    expect((await login(t.app, owner.email, 'wrong guess!')).statusCode).toBe(429);

    const other = await createAccount(t.app);
    const otherDevice = cookieOf(await login(t.app, other.email), 'device')!.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: owner.email, password: TEST_PASSWORD },
      remoteAddress: uniqueIp(),
      cookies: { device: otherDevice },
    });
    expect(res.statusCode).toBe(429);
  });
});

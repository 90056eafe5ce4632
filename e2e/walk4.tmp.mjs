import { chromium } from '@playwright/test';
const base='http://localhost:4792';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox']});
const ctx = await b.newContext({viewport:{width:1280,height:900}, storageState:'/tmp/walk/state.json'});
const p = await ctx.newPage();
const errors=[]; p.on('console', m=>{ if(m.type()==='error') errors.push(m.text())}); p.on('pageerror', e=>errors.push(String(e)));
const snap = async (n) => { await p.screenshot({path:`/tmp/walk/${n}.png`, fullPage:true}); };
await p.goto(base+'/dashboard'); await p.getByRole('button',{name:'Start New'}).click(); await p.waitForTimeout(2500); console.log(p.url());
const say = async (text) => {
  const box = p.getByRole('textbox').last();
  await box.fill(text); await box.press('Enter');
  await p.waitForTimeout(2500);
  const log = p.getByRole('log');
  const t = await log.innerText();
  console.log('>>', text, '\n<<', t.split('\n').slice(-6).join(' | '));
};
if (p.url().includes('create-project')) {
  await say('hi, i sell ankara and lace fabrics, i want people to buy online instead of only whatsapp');
  await say('my customers mostly women in lagos and abuja');
  await say('just a website');
  await say('they should see prices, pay with card, and track delivery');
  await say('around 800k');
  await say('in 6 weeks if possible');
  await say('no');
  await snap('08-chat');
  await say('yes create it');
  await p.waitForTimeout(4000);
  console.log(p.url());
  await snap('09-workspace');
}
console.log('ERRORS', errors);
await ctx.storageState({path:'/tmp/walk/state.json'});
await b.close();

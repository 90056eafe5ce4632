import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/session';

/** A fresh address per run: other specs share the server and its database. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const formToasts = (page: Page) => page.getByTestId('toasts-bottom-right');

async function fillServiceRequest(page: Page, email: string, phone: string) {
  const dialog = page.getByRole('dialog', { name: 'Request a Service' });
  await dialog.getByLabel('Full Name').fill('Ada Okafor');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByLabel('Company Name (optional)').fill('Okafor Ventures');
  await dialog.getByLabel('Service Type').selectOption('Design Services');
  await dialog.getByRole('radio', { name: 'Phone' }).check();
  await dialog.getByLabel('Project Description').fill('A new logo and brand colours.');
  return dialog;
}

test('every public form is sent from the browser and its request is found on /requests', async ({ page }) => {
  const email = uniqueEmail('public-site');

  await test.step('service-request modal from the home page', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: "Let's Build Something Together" }).click();
    const dialog = await fillServiceRequest(page, email, '0803123456');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(formToasts(page)).toContainText('Please enter a valid phone number.');

    await dialog.getByLabel('Phone Number').fill('08031234567');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Request Sent Successfully' });
    await expect(confirmation).toContainText('We will get back to you.');
    await expect(dialog).toBeHidden();
    await confirmation.getByRole('button', { name: 'OK' }).click();
  });

  await test.step("Let's Talk", async () => {
    await page.goto('/lets-talk');
    await page.getByLabel('Full Name').fill('Ada Okafor');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Message Type').selectOption('Schedule A Call');
    await page.getByLabel('Project Description').fill('Can we talk about a mobile app?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(formToasts(page)).toContainText(
      'Hi! Ada Okafor, One of our representatives will contact you shortly.',
    );
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('custom quote, which lands on the requests', async () => {
    await page.goto('/custom-quote');
    await page.getByLabel('Full Name').fill('Ada Okafor');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Organisation/Company').fill('Okafor Ventures');
    await page.getByLabel('Project Description').fill('A quote for a delivery app.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(formToasts(page)).toContainText(
      'Hi! Ada Okafor, your quote has been submitted successfully.',
    );
    await expect(page).toHaveURL(/\/requests$/);
    await expect(page.getByRole('heading', { name: 'Your Requests' })).toBeVisible();
  });

  await test.step('the three requests, looked up by e-mail', async () => {
    await page.goto('/requests');
    await page.getByLabel('Email Address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Your Requests' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contact' })).toContainText(email);
    await expect(page.getByRole('article')).toHaveCount(3);
    const service = page.getByRole('article', { name: 'Design Services' });
    await expect(service).toContainText('A new logo and brand colours.');
    await expect(service).toContainText('Received');
    await expect(service).toContainText('Service Request');
    await expect(service).toContainText('Phone');
    await expect(page.getByRole('article', { name: 'Schedule A Call' })).toContainText("Let's Talk");
    await expect(page.getByRole('article', { name: 'Custom quote for Okafor Ventures' })).toContainText(
      'To be quoted',
    );

    await page.getByLabel('Email Address').fill('nobody-here@example.com');
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No request associated with this email.')).toBeVisible();
    await page.getByRole('button', { name: 'Leave a Request' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Request a Service' }).getByLabel('Email Address'),
    ).toHaveValue('nobody-here@example.com');
  });
});

test('the form rules answer with the spec texts in the browser', async ({ page }) => {
  await page.goto('/lets-talk');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(formToasts(page)).toContainText('All fields are required.');

  await page.goto('/custom-quote');
  await page.getByLabel('Full Name').fill('Ada');
  await page.getByLabel('Email Address').fill('ada@example');
  await page.getByLabel('Organisation/Company').fill('Okafor Ventures');
  await page.getByLabel('Project Description').fill('A store.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(formToasts(page)).toContainText('Please enter a valid email address.');

  await page.goto('/requests');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(formToasts(page)).toContainText('Email is required');
  await page.getByLabel('Email Address').fill('ada@');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(formToasts(page)).toContainText('Enter a valid email address');
});

test('services and pricing pages', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Development',
    'Design',
    'Support',
    'Training',
    'Recruitment',
    'On-Demand Printing',
  ]);
  await page.getByRole('button', { name: 'Request a Service' }).click();
  await expect(page.getByRole('dialog', { name: 'Request a Service' }).getByText('+234')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/pricing');
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('article', { name: 'Growth Plan' })).toContainText('₦10,000');
  await page
    .getByRole('article', { name: 'Free Starter' })
    .getByRole('link', { name: 'Get Started' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the home chat answers from the product, survives a reload and moves to the account on sign-in', async ({
  page,
}) => {
  await page.goto('/');
  const chat = page.getByRole('log', { name: 'Chat with the assistant' });
  await page.locator('#create_project').scrollIntoViewIfNeeded();
  await expect(chat).toContainText("Hi! I'm your project assistant.");

  const box = page.getByLabel('Type your message');
  await box.fill('How much is the Growth Plan?');
  await box.press('Enter');
  await expect(chat).toContainText('Growth Plan: ₦10,000 per month');
  await box.fill('I want to build an online store');
  await box.press('Enter');
  await expect(chat).toContainText('That is a job for our Development service');
  await expect(chat.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.reload();
  await page.locator('#create_project').scrollIntoViewIfNeeded();
  await expect(chat).toContainText('How much is the Growth Plan?');
  await expect(chat).toContainText('I want to build an online store');

  await signInAsDemo(page);
  await page.goto('/');
  await page.locator('#create_project').scrollIntoViewIfNeeded();
  await expect(chat).toContainText('I want to build an online store');

  // Now the account's: without the visitor cookie it is still there for the signed-in user.
  await page.context().clearCookies();
  await page.reload();
  await page.locator('#create_project').scrollIntoViewIfNeeded();
  await expect(chat).toContainText('I want to build an online store');
});

test('the live chat greets with three options and answers them', async ({ page }) => {
  await page.goto('/live-chat');
  const chat = page.getByRole('log', { name: 'Live chat with the assistant' });
  await expect(chat).toContainText('Hi there! How can we help you today?');
  await chat.getByRole('button', { name: 'Subscription Issues' }).click();
  await expect(chat).toContainText('Your plan and payments are under Billing');
  await expect(chat.getByRole('link', { name: 'Login' })).toBeVisible();

  const box = page.getByLabel('Type your message');
  await box.fill('Do you print flyers?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chat).toContainText('Our On-Demand Printing service');
});

/** The billing overview with nothing to pay: the page says it, and the API refuses a payment with it. */
export const NOTHING_DUE_MESSAGE: "Nothing is due right now.";
export namespace TEAM_PAYMENT_TYPE_LABELS {
    let regular: "Regular Payment";
    let bonus: "Bonus Payment";
    let installment: "Installment Payment";
}
export namespace TEAM_PAYMENT_AMOUNT_MESSAGES {
    let required: string;
    let positive: string;
    function tooHigh(label: string, max: string): string;
    function nothingToPay(label: string): string;
}
export namespace PAYOUT_STATUS_LABELS {
    let pending: "Pending";
    let processing: "Processing";
    let paid: "Paid";
    let failed: "Failed";
}

/** The first message a WhatsApp chat link fills in, so the firm knows where the chat came from. */
export function whatsappGreeting(firmName: string): string {
  return `Hello ${firmName}, I found you on your website and would like to know more about your accounting services.`;
}

export interface SinkMessage {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}
export declare function startSmtpSink(options?: { smtpPort?: number; httpPort?: number }): Promise<{ messages: SinkMessage[]; close(): Promise<void> }>;

// An answer already written as JSON text, sent as it is instead of serialised from an object: for an answer
// whose body the database writes (the problem list joins its rows' stored JSON in SQL). `T` is the contract's
// schema the text follows, so a handler can only answer with the text of its own operation's body; the server
// tests check each such answer against the contract like any other.
export class JsonText<T> {
  declare readonly of: T;
  constructor(readonly text: string) {}
}

export const jsonText = <T>(text: string) => new JsonText<T>(text);

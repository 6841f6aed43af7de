/**
 * The data a `{!Context.path}` binding in view JSON reads from: `{!Item.title}` reads the
 * current repeater record, `{!User.Picture.Url}` the user data provider's record.
 */
export interface BindingScope {
  Item?: Readonly<Record<string, unknown>>;
  User?: Readonly<Record<string, unknown>>;
  [context: string]: Readonly<Record<string, unknown>> | undefined;
}

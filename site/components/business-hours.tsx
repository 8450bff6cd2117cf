/** Monday to Saturday 07:00 to 19:00, Sunday closed (docs/product/business-rules.md#business-hours). */
export function BusinessHours() {
  return (
    <dl className="hours">
      <div>
        <dt>Monday to Saturday</dt>
        <dd>
          <time dateTime="07:00">07:00</time> to <time dateTime="19:00">19:00</time>
        </dd>
      </div>
      <div>
        <dt>Sunday</dt>
        <dd>Closed</dd>
      </div>
    </dl>
  );
}

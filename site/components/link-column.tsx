/** A titled list of footer links, a navigation landmark named by its heading. */
export function LinkColumn({ title, links }: { title: string; links: readonly { href: string; label: string }[] }) {
  const id = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav className="footer-column" aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

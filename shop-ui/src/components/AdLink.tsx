import type { ReactNode } from "react";
import { AppLink } from "./AppLink";

/**
 * An ad's link: a path of this site (e.g. /products) stays in the app, any other address opens in
 * a new tab. Without a link the ad is just its image.
 */
export function AdLink({
  href,
  className,
  children,
}: {
  href: string | null;
  className?: string;
  children: ReactNode;
}) {
  const link = href?.trim();
  if (!link) return <div className={className}>{children}</div>;
  if (link.startsWith("/") && !link.startsWith("//")) {
    return (
      <AppLink to={link} className={className}>
        {children}
      </AppLink>
    );
  }
  // Only web addresses: anything else (javascript:, data:…) is shown without a link.
  if (!/^https?:\/\//i.test(link)) return <div className={className}>{children}</div>;
  return (
    <a href={link} className={className} target="_blank" rel="noopener noreferrer sponsored">
      {children}
    </a>
  );
}

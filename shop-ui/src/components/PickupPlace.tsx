import type { ApiSchemas } from "@konter/ui-kit";
import { StoreIcon } from "./Icons";
import styles from "./PickupPlace.module.css";

/** An outlet where the customer goes: its name, address and phone (a shop of several outlets). */
export function PickupPlace({ title, place }: { title: string; place: ApiSchemas["OutletPlace"] }) {
  return (
    <div className={styles.place}>
      <StoreIcon size={20} />
      <div>
        <p className={styles.title}>{title}</p>
        <p className={styles.name}>{place.name}</p>
        {place.address && <p>{place.address}</p>}
        {place.phone && <p>Telp. {place.phone}</p>}
      </div>
    </div>
  );
}

import { services } from '../../db/schema.ts';

/**
 * The columns a package is read with, shared by every module that reads
 * packages: billing shows them with subscriptions and payments; the public
 * list also says which one the site highlights.
 */
export const packageColumns = {
  id: services.id,
  title: services.title,
  description: services.description,
  price: services.price,
  packageType: services.packageType,
  features: services.features,
};

export const serviceColumns = { ...packageColumns, isHighlighted: services.isHighlighted };

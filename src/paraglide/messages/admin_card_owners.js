/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Card_OwnersInputs */

const en_admin_card_owners = /** @type {(inputs: Admin_Card_OwnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} business owner`);
	return /** @type {LocalizedString} */ (`${i?.count} business owners`)
	
};

const es_admin_card_owners = /** @type {(inputs: Admin_Card_OwnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} propietario de negocio`);
	return /** @type {LocalizedString} */ (`${i?.count} propietarios de negocios`)
	
};

const fr_admin_card_owners = /** @type {(inputs: Admin_Card_OwnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} propriétaire de commerce`);
	return /** @type {LocalizedString} */ (`${i?.count} propriétaires de commerces`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} business owner" |
* | * | "{count} business owners" |
*
* @param {Admin_Card_OwnersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_owners = /** @type {((inputs: Admin_Card_OwnersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_OwnersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_owners(inputs)
	if (locale === "fr") return fr_admin_card_owners(inputs)
	return en_admin_card_owners(inputs)
});
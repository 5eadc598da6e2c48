/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Card_BusinessesInputs */

const en_admin_card_businesses = /** @type {(inputs: Admin_Card_BusinessesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Active business`);
	return /** @type {LocalizedString} */ (`Active businesses`)
	
};

const es_admin_card_businesses = /** @type {(inputs: Admin_Card_BusinessesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Negocio activo`);
	return /** @type {LocalizedString} */ (`Negocios activos`)
	
};

const fr_admin_card_businesses = /** @type {(inputs: Admin_Card_BusinessesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Commerce actif`);
	return /** @type {LocalizedString} */ (`Commerces actifs`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Active business" |
* | * | "Active businesses" |
*
* @param {Admin_Card_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_businesses = /** @type {((inputs: Admin_Card_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_businesses(inputs)
	if (locale === "fr") return fr_admin_card_businesses(inputs)
	return en_admin_card_businesses(inputs)
});
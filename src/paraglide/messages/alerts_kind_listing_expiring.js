/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Kind_Listing_ExpiringInputs */

const en_alerts_kind_listing_expiring = /** @type {(inputs: Alerts_Kind_Listing_ExpiringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your listing`)
};

const es_alerts_kind_listing_expiring = /** @type {(inputs: Alerts_Kind_Listing_ExpiringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu ficha`)
};

const fr_alerts_kind_listing_expiring = /** @type {(inputs: Alerts_Kind_Listing_ExpiringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre fiche`)
};

/**
* | output |
* | --- |
* | "Your listing" |
*
* @param {Alerts_Kind_Listing_ExpiringInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_kind_listing_expiring = /** @type {((inputs?: Alerts_Kind_Listing_ExpiringInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Kind_Listing_ExpiringInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_kind_listing_expiring(inputs)
	if (locale === "fr") return fr_alerts_kind_listing_expiring(inputs)
	return en_alerts_kind_listing_expiring(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_PartnerInputs */

const en_festival_partner = /** @type {(inputs: Festival_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner event`)
};

const es_festival_partner = /** @type {(inputs: Festival_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento asociado`)
};

const fr_festival_partner = /** @type {(inputs: Festival_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement partenaire`)
};

/**
* | output |
* | --- |
* | "Partner event" |
*
* @param {Festival_PartnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_partner = /** @type {((inputs?: Festival_PartnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_PartnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_partner(inputs)
	if (locale === "fr") return fr_festival_partner(inputs)
	return en_festival_partner(inputs)
});
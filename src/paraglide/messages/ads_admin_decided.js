/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Admin_DecidedInputs */

const en_ads_admin_decided = /** @type {(inputs: Ads_Admin_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decided`)
};

const es_ads_admin_decided = /** @type {(inputs: Ads_Admin_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decididos`)
};

const fr_ads_admin_decided = /** @type {(inputs: Ads_Admin_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décidées`)
};

/**
* | output |
* | --- |
* | "Decided" |
*
* @param {Ads_Admin_DecidedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_admin_decided = /** @type {((inputs?: Ads_Admin_DecidedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Admin_DecidedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_admin_decided(inputs)
	if (locale === "fr") return fr_ads_admin_decided(inputs)
	return en_ads_admin_decided(inputs)
});
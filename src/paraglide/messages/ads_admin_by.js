/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Admin_ByInputs */

const en_ads_admin_by = /** @type {(inputs: Ads_Admin_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertiser:`)
};

const es_ads_admin_by = /** @type {(inputs: Ads_Admin_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anunciante:`)
};

const fr_ads_admin_by = /** @type {(inputs: Ads_Admin_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonceur :`)
};

/**
* | output |
* | --- |
* | "Advertiser:" |
*
* @param {Ads_Admin_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_admin_by = /** @type {((inputs?: Ads_Admin_ByInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Admin_ByInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_admin_by(inputs)
	if (locale === "fr") return fr_ads_admin_by(inputs)
	return en_ads_admin_by(inputs)
});
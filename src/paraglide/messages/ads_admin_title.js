/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Admin_TitleInputs */

const en_ads_admin_title = /** @type {(inputs: Ads_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ads`)
};

const es_ads_admin_title = /** @type {(inputs: Ads_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncios`)
};

const fr_ads_admin_title = /** @type {(inputs: Ads_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonces`)
};

/**
* | output |
* | --- |
* | "Ads" |
*
* @param {Ads_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_admin_title = /** @type {((inputs?: Ads_Admin_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Admin_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_admin_title(inputs)
	if (locale === "fr") return fr_ads_admin_title(inputs)
	return en_ads_admin_title(inputs)
});
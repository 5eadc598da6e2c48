/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Admin_WhereInputs */

const en_ads_admin_where = /** @type {(inputs: Ads_Admin_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shows on:`)
};

const es_ads_admin_where = /** @type {(inputs: Ads_Admin_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se muestra en:`)
};

const fr_ads_admin_where = /** @type {(inputs: Ads_Admin_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’affiche sur :`)
};

/**
* | output |
* | --- |
* | "Shows on:" |
*
* @param {Ads_Admin_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_admin_where = /** @type {((inputs?: Ads_Admin_WhereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Admin_WhereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_admin_where(inputs)
	if (locale === "fr") return fr_ads_admin_where(inputs)
	return en_ads_admin_where(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Admin_BackInputs */

const en_ads_admin_back = /** @type {(inputs: Ads_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the admin dashboard`)
};

const es_ads_admin_back = /** @type {(inputs: Ads_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al panel de administración`)
};

const fr_ads_admin_back = /** @type {(inputs: Ads_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord d’administration`)
};

/**
* | output |
* | --- |
* | "Back to the admin dashboard" |
*
* @param {Ads_Admin_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_admin_back = /** @type {((inputs?: Ads_Admin_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Admin_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_admin_back(inputs)
	if (locale === "fr") return fr_ads_admin_back(inputs)
	return en_ads_admin_back(inputs)
});
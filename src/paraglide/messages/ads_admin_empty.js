/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Admin_EmptyInputs */

const en_ads_admin_empty = /** @type {(inputs: Ads_Admin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ad is waiting for approval.`)
};

const es_ads_admin_empty = /** @type {(inputs: Ads_Admin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún anuncio espera aprobación.`)
};

const fr_ads_admin_empty = /** @type {(inputs: Ads_Admin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune annonce n’attend de validation.`)
};

/**
* | output |
* | --- |
* | "No ad is waiting for approval." |
*
* @param {Ads_Admin_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_admin_empty = /** @type {((inputs?: Ads_Admin_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Admin_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_admin_empty(inputs)
	if (locale === "fr") return fr_ads_admin_empty(inputs)
	return en_ads_admin_empty(inputs)
});
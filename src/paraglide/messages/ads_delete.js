/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_DeleteInputs */

const en_ads_delete = /** @type {(inputs: Ads_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete draft`)
};

const es_ads_delete = /** @type {(inputs: Ads_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar borrador`)
};

const fr_ads_delete = /** @type {(inputs: Ads_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le brouillon`)
};

/**
* | output |
* | --- |
* | "Delete draft" |
*
* @param {Ads_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_delete = /** @type {((inputs?: Ads_DeleteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_DeleteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_delete(inputs)
	if (locale === "fr") return fr_ads_delete(inputs)
	return en_ads_delete(inputs)
});
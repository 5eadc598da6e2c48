/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Save_DraftInputs */

const en_ads_save_draft = /** @type {(inputs: Ads_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save draft`)
};

const es_ads_save_draft = /** @type {(inputs: Ads_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar borrador`)
};

const fr_ads_save_draft = /** @type {(inputs: Ads_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le brouillon`)
};

/**
* | output |
* | --- |
* | "Save draft" |
*
* @param {Ads_Save_DraftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_save_draft = /** @type {((inputs?: Ads_Save_DraftInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Save_DraftInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_save_draft(inputs)
	if (locale === "fr") return fr_ads_save_draft(inputs)
	return en_ads_save_draft(inputs)
});
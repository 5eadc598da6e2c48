/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Edit_HeadingInputs */

const en_ads_edit_heading = /** @type {(inputs: Ads_Edit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the ad`)
};

const es_ads_edit_heading = /** @type {(inputs: Ads_Edit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar el anuncio`)
};

const fr_ads_edit_heading = /** @type {(inputs: Ads_Edit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l’annonce`)
};

/**
* | output |
* | --- |
* | "Edit the ad" |
*
* @param {Ads_Edit_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_edit_heading = /** @type {((inputs?: Ads_Edit_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Edit_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_edit_heading(inputs)
	if (locale === "fr") return fr_ads_edit_heading(inputs)
	return en_ads_edit_heading(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Targeting_HintInputs */

const en_ads_targeting_hint = /** @type {(inputs: Ads_Targeting_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to show the ad everywhere in its placement; an ad aimed at boards or categories shows only on pages of those.`)
};

const es_ads_targeting_hint = /** @type {(inputs: Ads_Targeting_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjalo vacío para mostrar el anuncio en toda su ubicación; un anuncio dirigido a distritos o categorías solo aparece en sus páginas.`)
};

const fr_ads_targeting_hint = /** @type {(inputs: Ads_Targeting_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez vide pour afficher l’annonce partout dans son emplacement ; une annonce ciblée n’apparaît que sur les pages de ces districts ou catégories.`)
};

/**
* | output |
* | --- |
* | "Leave empty to show the ad everywhere in its placement; an ad aimed at boards or categories shows only on pages of those." |
*
* @param {Ads_Targeting_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_targeting_hint = /** @type {((inputs?: Ads_Targeting_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Targeting_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_targeting_hint(inputs)
	if (locale === "fr") return fr_ads_targeting_hint(inputs)
	return en_ads_targeting_hint(inputs)
});
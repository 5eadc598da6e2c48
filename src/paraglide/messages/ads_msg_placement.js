/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_PlacementInputs */

const en_ads_msg_placement = /** @type {(inputs: Ads_Msg_PlacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose where the ad shows.`)
};

const es_ads_msg_placement = /** @type {(inputs: Ads_Msg_PlacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige dónde se muestra el anuncio.`)
};

const fr_ads_msg_placement = /** @type {(inputs: Ads_Msg_PlacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez où l’annonce s’affiche.`)
};

/**
* | output |
* | --- |
* | "Choose where the ad shows." |
*
* @param {Ads_Msg_PlacementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_placement = /** @type {((inputs?: Ads_Msg_PlacementInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_PlacementInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_placement(inputs)
	if (locale === "fr") return fr_ads_msg_placement(inputs)
	return en_ads_msg_placement(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_BoardInputs */

const en_ads_msg_board = /** @type {(inputs: Ads_Msg_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose community boards from the list.`)
};

const es_ads_msg_board = /** @type {(inputs: Ads_Msg_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige distritos comunitarios de la lista.`)
};

const fr_ads_msg_board = /** @type {(inputs: Ads_Msg_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez des districts dans la liste.`)
};

/**
* | output |
* | --- |
* | "Choose community boards from the list." |
*
* @param {Ads_Msg_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_board = /** @type {((inputs?: Ads_Msg_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_board(inputs)
	if (locale === "fr") return fr_ads_msg_board(inputs)
	return en_ads_msg_board(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Not_PausableInputs */

const en_ads_msg_not_pausable = /** @type {(inputs: Ads_Msg_Not_PausableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a live ad can be paused.`)
};

const es_ads_msg_not_pausable = /** @type {(inputs: Ads_Msg_Not_PausableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se puede pausar un anuncio activo.`)
};

const fr_ads_msg_not_pausable = /** @type {(inputs: Ads_Msg_Not_PausableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une annonce en ligne peut être mise en pause.`)
};

/**
* | output |
* | --- |
* | "Only a live ad can be paused." |
*
* @param {Ads_Msg_Not_PausableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_not_pausable = /** @type {((inputs?: Ads_Msg_Not_PausableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Not_PausableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_not_pausable(inputs)
	if (locale === "fr") return fr_ads_msg_not_pausable(inputs)
	return en_ads_msg_not_pausable(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Not_PendingInputs */

const en_ads_msg_not_pending = /** @type {(inputs: Ads_Msg_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an ad waiting for approval can be approved or rejected.`)
};

const es_ads_msg_not_pending = /** @type {(inputs: Ads_Msg_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo un anuncio pendiente de aprobación se puede aprobar o rechazar.`)
};

const fr_ads_msg_not_pending = /** @type {(inputs: Ads_Msg_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une annonce en attente peut être approuvée ou refusée.`)
};

/**
* | output |
* | --- |
* | "Only an ad waiting for approval can be approved or rejected." |
*
* @param {Ads_Msg_Not_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_not_pending = /** @type {((inputs?: Ads_Msg_Not_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Not_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_not_pending(inputs)
	if (locale === "fr") return fr_ads_msg_not_pending(inputs)
	return en_ads_msg_not_pending(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Tour_RestoredInputs */

const en_moderation_msg_tour_restored = /** @type {(inputs: Moderation_Msg_Tour_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour restored`)
};

const es_moderation_msg_tour_restored = /** @type {(inputs: Moderation_Msg_Tour_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorrido restaurado`)
};

const fr_moderation_msg_tour_restored = /** @type {(inputs: Moderation_Msg_Tour_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite rétablie`)
};

/**
* | output |
* | --- |
* | "Tour restored" |
*
* @param {Moderation_Msg_Tour_RestoredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_tour_restored = /** @type {((inputs?: Moderation_Msg_Tour_RestoredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Tour_RestoredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_tour_restored(inputs)
	if (locale === "fr") return fr_moderation_msg_tour_restored(inputs)
	return en_moderation_msg_tour_restored(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Tour_RetiredInputs */

const en_moderation_msg_tour_retired = /** @type {(inputs: Moderation_Msg_Tour_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour retired: visitors no longer see it`)
};

const es_moderation_msg_tour_retired = /** @type {(inputs: Moderation_Msg_Tour_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorrido retirado: los visitantes ya no lo ven`)
};

const fr_moderation_msg_tour_retired = /** @type {(inputs: Moderation_Msg_Tour_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite retirée : les visiteurs ne la voient plus`)
};

/**
* | output |
* | --- |
* | "Tour retired: visitors no longer see it" |
*
* @param {Moderation_Msg_Tour_RetiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_tour_retired = /** @type {((inputs?: Moderation_Msg_Tour_RetiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Tour_RetiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_tour_retired(inputs)
	if (locale === "fr") return fr_moderation_msg_tour_retired(inputs)
	return en_moderation_msg_tour_retired(inputs)
});
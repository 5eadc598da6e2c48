/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Tour_CreatedInputs */

const en_moderation_msg_tour_created = /** @type {(inputs: Moderation_Msg_Tour_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour created`)
};

const es_moderation_msg_tour_created = /** @type {(inputs: Moderation_Msg_Tour_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorrido creado`)
};

const fr_moderation_msg_tour_created = /** @type {(inputs: Moderation_Msg_Tour_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite créée`)
};

/**
* | output |
* | --- |
* | "Tour created" |
*
* @param {Moderation_Msg_Tour_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_tour_created = /** @type {((inputs?: Moderation_Msg_Tour_CreatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Tour_CreatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_tour_created(inputs)
	if (locale === "fr") return fr_moderation_msg_tour_created(inputs)
	return en_moderation_msg_tour_created(inputs)
});
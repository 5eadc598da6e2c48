/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Point_AddedInputs */

const en_moderation_msg_point_added = /** @type {(inputs: Moderation_Msg_Point_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point added`)
};

const es_moderation_msg_point_added = /** @type {(inputs: Moderation_Msg_Point_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punto agregado`)
};

const fr_moderation_msg_point_added = /** @type {(inputs: Moderation_Msg_Point_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape ajoutée`)
};

/**
* | output |
* | --- |
* | "Point added" |
*
* @param {Moderation_Msg_Point_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_point_added = /** @type {((inputs?: Moderation_Msg_Point_AddedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Point_AddedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_point_added(inputs)
	if (locale === "fr") return fr_moderation_msg_point_added(inputs)
	return en_moderation_msg_point_added(inputs)
});
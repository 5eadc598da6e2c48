/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Moderation_To_Move_UpInputs */

const en_moderation_to_move_up = /** @type {(inputs: Moderation_To_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.title} up`)
};

const es_moderation_to_move_up = /** @type {(inputs: Moderation_To_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subir ${i?.title}`)
};

const fr_moderation_to_move_up = /** @type {(inputs: Moderation_To_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monter ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Move {title} up" |
*
* @param {Moderation_To_Move_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_move_up = /** @type {((inputs: Moderation_To_Move_UpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_Move_UpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_move_up(inputs)
	if (locale === "fr") return fr_moderation_to_move_up(inputs)
	return en_moderation_to_move_up(inputs)
});
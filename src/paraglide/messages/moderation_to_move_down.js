/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Moderation_To_Move_DownInputs */

const en_moderation_to_move_down = /** @type {(inputs: Moderation_To_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.title} down`)
};

const es_moderation_to_move_down = /** @type {(inputs: Moderation_To_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bajar ${i?.title}`)
};

const fr_moderation_to_move_down = /** @type {(inputs: Moderation_To_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descendre ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Move {title} down" |
*
* @param {Moderation_To_Move_DownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_move_down = /** @type {((inputs: Moderation_To_Move_DownInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_Move_DownInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_move_down(inputs)
	if (locale === "fr") return fr_moderation_to_move_down(inputs)
	return en_moderation_to_move_down(inputs)
});
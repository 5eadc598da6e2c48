/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Owner_Board_OptionInputs */

const en_owner_board_option = /** @type {(inputs: Owner_Board_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CB ${i?.number} - ${i?.name}`)
};

const es_owner_board_option = /** @type {(inputs: Owner_Board_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Junta Comunitaria ${i?.number} - ${i?.name}`)
};

const fr_owner_board_option = /** @type {(inputs: Owner_Board_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conseil de quartier ${i?.number} – ${i?.name}`)
};

/**
* | output |
* | --- |
* | "CB {number} - {name}" |
*
* @param {Owner_Board_OptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_board_option = /** @type {((inputs: Owner_Board_OptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Board_OptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_board_option(inputs)
	if (locale === "fr") return fr_owner_board_option(inputs)
	return en_owner_board_option(inputs)
});
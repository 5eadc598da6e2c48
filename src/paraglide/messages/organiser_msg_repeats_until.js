/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Repeats_UntilInputs */

const en_organiser_msg_repeats_until = /** @type {(inputs: Organiser_Msg_Repeats_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat until must be a date, like 2027-03-31`)
};

const es_organiser_msg_repeats_until = /** @type {(inputs: Organiser_Msg_Repeats_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de fin de la repetición debe ser una fecha, como 2027-03-31`)
};

const fr_organiser_msg_repeats_until = /** @type {(inputs: Organiser_Msg_Repeats_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fin de la répétition doit être une date, comme 2027-03-31`)
};

/**
* | output |
* | --- |
* | "Repeat until must be a date, like 2027-03-31" |
*
* @param {Organiser_Msg_Repeats_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_repeats_until = /** @type {((inputs?: Organiser_Msg_Repeats_UntilInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Repeats_UntilInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_repeats_until(inputs)
	if (locale === "fr") return fr_organiser_msg_repeats_until(inputs)
	return en_organiser_msg_repeats_until(inputs)
});
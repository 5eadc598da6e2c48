/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Repeats_Until_AloneInputs */

const en_organiser_msg_repeats_until_alone = /** @type {(inputs: Organiser_Msg_Repeats_Until_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how the event repeats, or leave Repeat until empty`)
};

const es_organiser_msg_repeats_until_alone = /** @type {(inputs: Organiser_Msg_Repeats_Until_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige cómo se repite el evento o deja vacía la fecha de fin de la repetición`)
};

const fr_organiser_msg_repeats_until_alone = /** @type {(inputs: Organiser_Msg_Repeats_Until_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez comment l’événement se répète, ou laissez vide la fin de la répétition`)
};

/**
* | output |
* | --- |
* | "Choose how the event repeats, or leave Repeat until empty" |
*
* @param {Organiser_Msg_Repeats_Until_AloneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_repeats_until_alone = /** @type {((inputs?: Organiser_Msg_Repeats_Until_AloneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Repeats_Until_AloneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_repeats_until_alone(inputs)
	if (locale === "fr") return fr_organiser_msg_repeats_until_alone(inputs)
	return en_organiser_msg_repeats_until_alone(inputs)
});
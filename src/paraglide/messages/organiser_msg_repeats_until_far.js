/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Repeats_Until_FarInputs */

const en_organiser_msg_repeats_until_far = /** @type {(inputs: Organiser_Msg_Repeats_Until_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat until can be at most a year after the event date`)
};

const es_organiser_msg_repeats_until_far = /** @type {(inputs: Organiser_Msg_Repeats_Until_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La repetición puede terminar como máximo un año después de la fecha del evento`)
};

const fr_organiser_msg_repeats_until_far = /** @type {(inputs: Organiser_Msg_Repeats_Until_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fin de la répétition peut être au plus un an après la date de l’événement`)
};

/**
* | output |
* | --- |
* | "Repeat until can be at most a year after the event date" |
*
* @param {Organiser_Msg_Repeats_Until_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_repeats_until_far = /** @type {((inputs?: Organiser_Msg_Repeats_Until_FarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Repeats_Until_FarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_repeats_until_far(inputs)
	if (locale === "fr") return fr_organiser_msg_repeats_until_far(inputs)
	return en_organiser_msg_repeats_until_far(inputs)
});
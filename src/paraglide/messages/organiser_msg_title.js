/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_TitleInputs */

const en_organiser_msg_title = /** @type {(inputs: Organiser_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event title is required`)
};

const es_organiser_msg_title = /** @type {(inputs: Organiser_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El título del evento es obligatorio`)
};

const fr_organiser_msg_title = /** @type {(inputs: Organiser_Msg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre de l’événement est obligatoire`)
};

/**
* | output |
* | --- |
* | "Event title is required" |
*
* @param {Organiser_Msg_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_title = /** @type {((inputs?: Organiser_Msg_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_title(inputs)
	if (locale === "fr") return fr_organiser_msg_title(inputs)
	return en_organiser_msg_title(inputs)
});
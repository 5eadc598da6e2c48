/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_LeadInputs */

const en_info_media_lead = /** @type {(inputs: Info_Media_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Covering Harlem? We help with facts, images, interviews, B-roll and access to the people and places of Hamilton Heights, Central Harlem, East Harlem and Washington Heights.`)
};

const es_info_media_lead = /** @type {(inputs: Info_Media_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cubres Harlem? Te ayudamos con datos, imágenes, entrevistas, material de recurso (B-roll) y acceso a la gente y los lugares de Hamilton Heights, Central Harlem, East Harlem y Washington Heights.`)
};

const fr_info_media_lead = /** @type {(inputs: Info_Media_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous couvrez Harlem ? Nous vous aidons avec des faits, des images, des interviews, des plans de coupe (B-roll) et l’accès aux habitants et aux lieux de Hamilton Heights, Central Harlem, East Harlem et Washington Heights.`)
};

/**
* | output |
* | --- |
* | "Covering Harlem? We help with facts, images, interviews, B-roll and access to the people and places of Hamilton Heights, Central Harlem, East Harlem and Wash..." |
*
* @param {Info_Media_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_lead = /** @type {((inputs?: Info_Media_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_lead(inputs)
	if (locale === "fr") return fr_info_media_lead(inputs)
	return en_info_media_lead(inputs)
});
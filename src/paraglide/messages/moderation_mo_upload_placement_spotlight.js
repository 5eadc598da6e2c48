/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, spotlight: NonNullable<unknown> }} Moderation_Mo_Upload_Placement_SpotlightInputs */

const en_moderation_mo_upload_placement_spotlight = /** @type {(inputs: Moderation_Mo_Upload_Placement_SpotlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publishing puts it on the business’s page for ${i?.days} days, and in the home page spotlight for ${i?.spotlight} days.`)
};

const es_moderation_mo_upload_placement_spotlight = /** @type {(inputs: Moderation_Mo_Upload_Placement_SpotlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al publicarla, aparece en la página del negocio durante ${i?.days} días y en el foco de la página de inicio durante ${i?.spotlight} días.`)
};

const fr_moderation_mo_upload_placement_spotlight = /** @type {(inputs: Moderation_Mo_Upload_Placement_SpotlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publié, il figure sur la page du commerce pendant ${i?.days} jours, et à la une de la page d’accueil pendant ${i?.spotlight} jours.`)
};

/**
* | output |
* | --- |
* | "Publishing puts it on the business’s page for {days} days, and in the home page spotlight for {spotlight} days." |
*
* @param {Moderation_Mo_Upload_Placement_SpotlightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_upload_placement_spotlight = /** @type {((inputs: Moderation_Mo_Upload_Placement_SpotlightInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Upload_Placement_SpotlightInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_upload_placement_spotlight(inputs)
	if (locale === "fr") return fr_moderation_mo_upload_placement_spotlight(inputs)
	return en_moderation_mo_upload_placement_spotlight(inputs)
});
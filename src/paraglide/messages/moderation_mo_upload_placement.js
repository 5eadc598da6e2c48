/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Moderation_Mo_Upload_PlacementInputs */

const en_moderation_mo_upload_placement = /** @type {(inputs: Moderation_Mo_Upload_PlacementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publishing puts it on the business’s page for ${i?.days} days.`)
};

const es_moderation_mo_upload_placement = /** @type {(inputs: Moderation_Mo_Upload_PlacementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al publicarla, aparece en la página del negocio durante ${i?.days} días.`)
};

const fr_moderation_mo_upload_placement = /** @type {(inputs: Moderation_Mo_Upload_PlacementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publié, il figure sur la page du commerce pendant ${i?.days} jours.`)
};

/**
* | output |
* | --- |
* | "Publishing puts it on the business’s page for {days} days." |
*
* @param {Moderation_Mo_Upload_PlacementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_upload_placement = /** @type {((inputs: Moderation_Mo_Upload_PlacementInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Upload_PlacementInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_upload_placement(inputs)
	if (locale === "fr") return fr_moderation_mo_upload_placement(inputs)
	return en_moderation_mo_upload_placement(inputs)
});
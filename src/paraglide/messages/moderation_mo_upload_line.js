/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, price: NonNullable<unknown>, date: NonNullable<unknown> }} Moderation_Mo_Upload_LineInputs */

const en_moderation_mo_upload_line = /** @type {(inputs: Moderation_Mo_Upload_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} tier, ${i?.price}, paid ${i?.date}`)
};

const es_moderation_mo_upload_line = /** @type {(inputs: Moderation_Mo_Upload_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel ${i?.tier}, ${i?.price}, pagada el ${i?.date}`)
};

const fr_moderation_mo_upload_line = /** @type {(inputs: Moderation_Mo_Upload_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Niveau ${i?.tier}, ${i?.price}, payé le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "{tier} tier, {price}, paid {date}" |
*
* @param {Moderation_Mo_Upload_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_upload_line = /** @type {((inputs: Moderation_Mo_Upload_LineInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Upload_LineInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_upload_line(inputs)
	if (locale === "fr") return fr_moderation_mo_upload_line(inputs)
	return en_moderation_mo_upload_line(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Edit_Live_NoteInputs */

const en_ads_edit_live_note = /** @type {(inputs: Ads_Edit_Live_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing the title, description, image or address of a live ad sends it back for approval.`)
};

const es_ads_edit_live_note = /** @type {(inputs: Ads_Edit_Live_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar el título, la descripción, la imagen o la dirección de un anuncio activo lo envía de nuevo a aprobación.`)
};

const fr_ads_edit_live_note = /** @type {(inputs: Ads_Edit_Live_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le titre, la description, l’image ou l’adresse d’une annonce en ligne la renvoie en validation.`)
};

/**
* | output |
* | --- |
* | "Changing the title, description, image or address of a live ad sends it back for approval." |
*
* @param {Ads_Edit_Live_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_edit_live_note = /** @type {((inputs?: Ads_Edit_Live_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Edit_Live_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_edit_live_note(inputs)
	if (locale === "fr") return fr_ads_edit_live_note(inputs)
	return en_ads_edit_live_note(inputs)
});
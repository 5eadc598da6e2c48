/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Checkin_Link_LabelInputs */

const en_checkin_link_label = /** @type {(inputs: Checkin_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the check-in page of ${i?.title}`)
};

const es_checkin_link_label = /** @type {(inputs: Checkin_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir la página de registro de entrada de ${i?.title}`)
};

const fr_checkin_link_label = /** @type {(inputs: Checkin_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvrir la page d’accueil des participants de ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Open the check-in page of {title}" |
*
* @param {Checkin_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_link_label = /** @type {((inputs: Checkin_Link_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Link_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_link_label(inputs)
	if (locale === "fr") return fr_checkin_link_label(inputs)
	return en_checkin_link_label(inputs)
});
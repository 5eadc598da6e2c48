/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Location_DeniedInputs */

const en_tours_location_denied = /** @type {(inputs: Tours_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location is off for this site. The tour still works: tap “I’m here” when you reach each point.`)
};

const es_tours_location_denied = /** @type {(inputs: Tours_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ubicación está desactivada para este sitio. El recorrido funciona igual: toca «Estoy aquí» cuando llegues a cada punto.`)
};

const fr_tours_location_denied = /** @type {(inputs: Tours_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La localisation est désactivée pour ce site. La visite fonctionne quand même : touchez « J’y suis » en arrivant à chaque étape.`)
};

/**
* | output |
* | --- |
* | "Location is off for this site. The tour still works: tap “I’m here” when you reach each point." |
*
* @param {Tours_Location_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_location_denied = /** @type {((inputs?: Tours_Location_DeniedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Location_DeniedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_location_denied(inputs)
	if (locale === "fr") return fr_tours_location_denied(inputs)
	return en_tours_location_denied(inputs)
});
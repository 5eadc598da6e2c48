/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tours_Finished_TextInputs */

const en_tours_finished_text = /** @type {(inputs: Tours_Finished_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You reached its ${i?.count} point.`);
	return /** @type {LocalizedString} */ (`You reached all ${i?.count} points.`)
	
};

const es_tours_finished_text = /** @type {(inputs: Tours_Finished_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Llegaste a su ${i?.count} punto.`);
	return /** @type {LocalizedString} */ (`Llegaste a los ${i?.count} puntos.`)
	
};

const fr_tours_finished_text = /** @type {(inputs: Tours_Finished_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous avez atteint son étape.`);
	return /** @type {LocalizedString} */ (`Vous avez atteint les ${i?.count} étapes.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You reached its {count} point." |
* | * | "You reached all {count} points." |
*
* @param {Tours_Finished_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_finished_text = /** @type {((inputs: Tours_Finished_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Finished_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_finished_text(inputs)
	if (locale === "fr") return fr_tours_finished_text(inputs)
	return en_tours_finished_text(inputs)
});
/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Festival_Figure_FreeInputs */

const en_festival_figure_free = /** @type {(inputs: Festival_Figure_FreeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`free event`);
	return /** @type {LocalizedString} */ (`free events`)
	
};

const es_festival_figure_free = /** @type {(inputs: Festival_Figure_FreeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`evento gratuito`);
	return /** @type {LocalizedString} */ (`eventos gratuitos`)
	
};

const fr_festival_figure_free = /** @type {(inputs: Festival_Figure_FreeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`événement gratuit`);
	return /** @type {LocalizedString} */ (`événements gratuits`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "free event" |
* | * | "free events" |
*
* @param {Festival_Figure_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_figure_free = /** @type {((inputs: Festival_Figure_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Figure_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_figure_free(inputs)
	if (locale === "fr") return fr_festival_figure_free(inputs)
	return en_festival_figure_free(inputs)
});